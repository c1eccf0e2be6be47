#!/usr/bin/env python3
"""Runs the app under Xvfb on a projector's screen (1280x720) and on 1920x1080 at 150% scaling, and takes a
--screenshot of every tab (and of Wythoff's charts page), at the normal zoom and at the largest, to look at whether
the window fits: nothing cut, pages scrolling inside. The tabs are the app's own (read from its error message for an
unknown tab), so a new tab is shot too.

Usage: python3 scripts/fit-screenshots.py [build-dir] [out-dir] [languages...]   (defaults: build, /tmp/nimlab-fit, en)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

build = sys.argv[1] if len(sys.argv) > 1 else "build"
out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(tempfile.gettempdir(), "nimlab-fit")
languages = sys.argv[3:] or ["en"]
app = os.path.join(build, "app", "nimlab")
os.makedirs(out, exist_ok=True)

SCREENS = [("1280x720", {}), ("1920x1080", {"QT_SCALE_FACTOR": "1.5"})]
ZOOMS = [100, 200]


def tab_names():
    result = subprocess.run([app, "--tab", "?", "--screenshot", os.devnull], capture_output=True, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    found = re.search(r"use (.*)\.", result.stderr)
    return [name.strip() for name in found.group(1).split(",")] if found else []


def shoot(screen, extra_env, lang, tab, zoom, name, session=None):
    home = tempfile.mkdtemp()
    os.makedirs(os.path.join(home, "config", "NimLab"))
    with open(os.path.join(home, "config", "NimLab", "NimLab.conf"), "w") as f:
        f.write(f"[view]\nzoom={zoom}\n")
    if session:
        path = os.path.join(home, "data", "NimLab", "NimLab", "session.json")
        os.makedirs(os.path.dirname(path))
        with open(path, "w") as f:
            json.dump({"format": "nimlab-session", "version": 2, "parts": session}, f)
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), **extra_env)
    target = os.path.join(out, f"{name}-{screen}-zoom{zoom}-{lang}.png")
    subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24", app, "--lang", lang, "--tab", tab,
                    "--screenshot", target], env=env, check=True, stderr=subprocess.DEVNULL)
    shutil.rmtree(home)
    print(target)


game = {"options": {"misere": False}, "start": ["7", "9"], "moves": [], "cursor": 0,
        "players": [{"kind": "human", "level": "perfect"}, {"kind": "computer", "level": "intermediate"}]}
charts = {"wythoff": {"game": game, "view": {"page": 3, "example": 0, "step": 0},
                      "settings": {"boardSize": 10, "showP": False, "view": "both", "explain": "8", "grundySize": 256}}}
for lang in languages:
    for screen, extra_env in SCREENS:
        for zoom in ZOOMS:
            for tab in tab_names():
                shoot(screen, extra_env, lang, tab, zoom, tab)
            shoot(screen, extra_env, lang, "wythoff", zoom, "wythoff-charts", charts)
