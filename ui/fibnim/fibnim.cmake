# The Fibonacci Nim tab. Included from ui/CMakeLists.txt.
target_sources(nimlab_ui PRIVATE
    fibnim/fibnimanalysisview.cpp fibnim/fibnimanalysisview.h
    fibnim/fibnimboard.cpp fibnim/fibnimboard.h
    fibnim/fibnimexamplepage.cpp fibnim/fibnimexamplepage.h
    fibnim/fibnimgrundypage.cpp fibnim/fibnimgrundypage.h
    fibnim/fibnimpileview.cpp fibnim/fibnimpileview.h
    fibnim/fibnimstartbox.cpp fibnim/fibnimstartbox.h
    fibnim/fibnimtab.cpp fibnim/fibnimtab.h
    fibnim/grundyheatmap.cpp fibnim/grundyheatmap.h
    fibnim/startvalueschart.cpp fibnim/startvalueschart.h
    fibnim/zeckendorfchart.cpp fibnim/zeckendorfchart.h
)
