# Fibonacci Nim: the rules in three variants, the analysis texts, the tab's state (with its Grundy table build).
# Included from core/CMakeLists.txt.
target_sources(nimlab_core PRIVATE
    games/fibnimrules.cpp games/fibnimrules.h
    games/fibnimanalysis.cpp games/fibnimanalysis.h
    games/fibnimgame.cpp games/fibnimgame.h
)
