# Wythoff's game: rules, explanations, the construction on the board, and the tab's state.
target_sources(nimlab_core PRIVATE
    games/wythoffrules.cpp games/wythoffrules.h
    games/wythoffanalysis.cpp games/wythoffanalysisplay.cpp games/wythoffanalysis.h
    games/wythoffconstruction.cpp games/wythoffconstruction.h
    games/wythofflab.cpp games/wythofflab.h
)
