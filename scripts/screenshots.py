#!/usr/bin/env python3
"""Renders the README's screenshots with the app's own --screenshot option (offscreen), in English, Japanese and
Cantonese. Each picture starts from a session file written here, so it shows a known state.

Usage: python3 scripts/screenshots.py [build-dir] [out-dir]   (defaults: build, docs/screenshots)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

build = sys.argv[1] if len(sys.argv) > 1 else "build"
out = sys.argv[2] if len(sys.argv) > 2 else "docs/screenshots"
app = os.path.join(build, "app", "nimlab")
os.makedirs(out, exist_ok=True)
# The offscreen platform's own screen is 800x600, and the window opens within its screen: give it a desktop's.
SCREEN = os.path.join(tempfile.mkdtemp(), "screen.json")
with open(SCREEN, "w") as f:
    json.dump({"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96,
                            "logicalBaseDpi": 96, "dpr": 1}]}, f)
PLATFORM = "offscreen:configfile=" + SCREEN


def session_file(home):
    return os.path.join(home, "data", "NimLab", "NimLab", "session.json")


def write_session(home, parts):
    path = session_file(home)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump({"format": "nimlab-session", "version": 2, "parts": parts}, f)


def read_parts(home):
    with open(session_file(home)) as f:
        return json.load(f)["parts"]


def shoot(home, name, lang, tab, colours=0):
    """colours: View > Colours, 0 the system's, 1 light, 2 dark."""
    settings = os.path.join(home, "config", "NimLab", "NimLab.conf")
    os.makedirs(os.path.dirname(settings), exist_ok=True)
    with open(settings, "w") as f:
        f.write(f"[view]\ncolours={colours}\n")
    env = dict(os.environ, QT_QPA_PLATFORM=PLATFORM, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"))
    target = os.path.join(out, f"{name}-{lang}.png")
    subprocess.run([app, "--lang", lang, "--tab", tab, "--screenshot", target], env=env, check=True,
                   stderr=subprocess.DEVNULL)
    print(target)


def builder(size, method, mode, step, history=None):
    return {"size": size, "method": method, "mode": mode, "binary": False, "heatMap": mode == "compare",
            "step": step, "history": history or []}


def nim_game(start, moves, players=("human", "computer")):
    return {"options": {"misere": False}, "start": [str(h) for h in start],
            "moves": [[str(a), str(b)] for a, b in moves], "cursor": len(moves),
            "players": [{"kind": k, "level": "intermediate" if k == "computer" else "perfect"} for k in players]}


def tab(game, page, example, step, settings=None):
    """A game tab's part of a version-2 session."""
    return {"game": game, "view": {"page": page, "example": example, "step": step}, "settings": settings or {}}


for lang in ["en", "ja", "yue"]:
    home = tempfile.mkdtemp()
    # Step mode: the seed's nim-sum(6, 12) by XOR, G(1, 1) by mex, the 4 x 4 table from 2 x 2 blocks.
    write_session(home, {"nimsum": builder(16, "xor", "step", 6 * 16 + 12)})
    shoot(home, "nimsum-xor", lang, "nimsum")
    write_session(home, {"nimsum": builder(8, "mex", "step", 8 + 1)})
    shoot(home, "nimsum-mex", lang, "nimsum")
    write_session(home, {"nimsum": builder(8, "blocks", "step", 2)})
    shoot(home, "nimsum-blocks", lang, "nimsum")
    # Compare mode: several sizes, so the chart has a line; the session keeps the history between runs.
    write_session(home, {"nimsum": builder(64, "xor", "compare", 0)})
    for size in [64, 256, 1024, 4096]:
        parts = read_parts(home)
        parts["nimsum"]["size"] = size
        write_session(home, parts)
        if size == 4096:
            shoot(home, "nimsum-compare", lang, "nimsum")
        else:
            subprocess.run([app, "--screenshot", os.path.join(home, "warm.png")], check=True,
                           stderr=subprocess.DEVNULL,
                           env=dict(os.environ, QT_QPA_PLATFORM=PLATFORM,
                                    XDG_DATA_HOME=os.path.join(home, "data"),
                                    XDG_CONFIG_HOME=os.path.join(home, "config")))
    # Nim: a game in progress with the analysis; the article's example at its winning move (the fifth step: 6 -> 5 and
    # the binary table with nim-sum 0).
    write_session(home, {"nim": tab(nim_game([6, 12, 9], [(1, 10), (1, 3)]), 0, 0, 0)})
    shoot(home, "nim-play", lang, "nim")
    write_session(home, {"nim": tab(nim_game([6, 12, 9], []), 1, 0, 4)})
    shoot(home, "nim-example", lang, "nim")
    # A finished game against the computer: the review, who won, the move that would have won, the value history.
    finished = [(1, 3), (2, 5), (0, 5), (1, 0), (0, 4), (2, 4), (0, 3), (2, 3), (0, 2), (2, 2), (0, 1), (2, 1), (0, 0),
                (2, 0)]
    write_session(home, {"nim": tab(nim_game([6, 12, 9], finished), 0, 0, 0)})
    shoot(home, "nim-review", lang, "nim")
    # The same under View > Colours > Dark, as a teacher may project it.
    shoot(home, "nim-review-dark", lang, "nim", colours=2)
    # Fibonacci Nim: a game under way, the 10-coin example at step 4, several piles, the Grundy view.
    players = [{"kind": "human", "level": "perfect"}, {"kind": "computer", "level": "intermediate"}]
    single = {"options": {"variant": "single"}, "start": ["20", "19"], "moves": [["0", "1"], ["0", "2"]],
              "cursor": 2, "players": players}
    multi = {"options": {"variant": "multi"}, "start": ["5", "4", "8", "7", "10", "9"], "moves": [], "cursor": 0,
             "players": players}
    for name, game, view in [("single", single, {"page": 0, "example": 0, "step": 0}),
                             ("example10", single, {"page": 1, "example": 0, "step": 3}),
                             ("example21", single, {"page": 1, "example": 1, "step": 1}),
                             ("multi", multi, {"page": 0, "example": 0, "step": 0}),
                             ("grundy", single, {"page": 2, "example": 0, "step": 0})]:
        write_session(home, {"fibnim": tab(game, view["page"], view["example"], view["step"])})
        shoot(home, f"fibnim-{name}", lang, "fibnim")
    # A finished game against the computer from 20 coins: the person's first take of 1 missed the win (take 2).
    takes = [1, 1, 2, 3, 1, 1, 2, 1, 2, 1, 2, 3]
    finished = {"options": {"variant": "single"}, "start": ["20", "19"],
                "moves": [["0", str(k)] for k in takes], "cursor": len(takes), "players": players}
    write_session(home, {"fibnim": tab(finished, 0, 0, 0)})
    shoot(home, "fibnim-review", lang, "fibnim")
    # Wythoff: each page of the tab, on a 20 x 20 board; the construction from its empty board (step 0), half-way
    # (step 11 adds n = 10) and at its first misère step (step 22).
    game = {"options": {"misere": False}, "start": ["7", "9"], "moves": [], "cursor": 0,
            "players": [{"kind": "human", "level": "perfect"}, {"kind": "computer", "level": "intermediate"}]}
    for name, page, step, extra in [("play", 0, 0, {"showP": True}), ("construction-empty", 1, 0, {}),
                                     ("construction", 1, 11, {}), ("construction-misere", 1, 22, {}),
                                     ("explain", 2, 0, {"explain": "8"}), ("charts", 3, 0, {"grundySize": 512})]:
        settings = {"boardSize": 20, "showP": False, "view": "both", "explain": "8", "grundySize": 256}
        settings.update(extra)
        write_session(home, {"wythoff": tab(game, page, 0, step, settings)})
        shoot(home, f"wythoff-{name}", lang, "wythoff")
    # A finished game against the computer from (7, 9): (7, 4) would have won; the computer reaches (5, 3), (2, 1) and
    # (0, 0).
    finished = dict(game, moves=[[str(x), str(y)] for x, y in [(5, 9), (5, 3), (4, 3), (2, 1), (1, 1), (0, 0)]],
                    cursor=6)
    settings = {"boardSize": 12, "showP": False, "view": "both", "explain": "8", "grundySize": 256}
    write_session(home, {"wythoff": tab(finished, 0, 0, 0, settings)})
    shoot(home, "wythoff-review", lang, "wythoff")
    # Sums of games: the worked example's sum in play (the values and why), and the example at its last winning move.
    sums_game = {"options": {}, "start": ["0", "3", "1", "10", "9", "2", "4", "4"], "moves": [], "cursor": 0,
                 "players": [{"kind": "human", "level": "perfect"}, {"kind": "computer", "level": "intermediate"}]}
    write_session(home, {"sums": tab(sums_game, 0, 0, 0)})
    shoot(home, "sums-play", lang, "sums")
    write_session(home, {"sums": tab(sums_game, 1, 0, 10)})
    shoot(home, "sums-example", lang, "sums")
    shutil.rmtree(home)
