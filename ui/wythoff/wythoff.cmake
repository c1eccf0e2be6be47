# The Wythoff tab. Included from ui/CMakeLists.txt.
target_sources(nimlab_ui PRIVATE
    wythoff/wythoffboard.cpp wythoff/wythoffboard.h
    wythoff/wythoffchartspanel.cpp wythoff/wythoffchartspanel.h
    wythoff/wythoffconstructionpanel.cpp wythoff/wythoffconstructionpanel.h
    wythoff/wythoffexplainpanel.cpp wythoff/wythoffexplainpanel.h
    wythoff/wythoffheatmap.cpp wythoff/wythoffheatmap.h
    wythoff/wythoffpiles.cpp wythoff/wythoffpiles.h
    wythoff/wythoffptablemodel.cpp wythoff/wythoffptablemodel.h
    wythoff/wythoffscatterchart.cpp wythoff/wythoffscatterchart.h
    wythoff/wythofftab.cpp wythoff/wythofftab.h
)
