# Fibonacci Nim (issue 5): the rules in three variants, the analysis texts, the tab's state and the Grundy job.
# Included from core/CMakeLists.txt.
target_sources(nimlab_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/fibnimrules.cpp ${CMAKE_CURRENT_LIST_DIR}/fibnimrules.h
    ${CMAKE_CURRENT_LIST_DIR}/fibnimanalysis.cpp ${CMAKE_CURRENT_LIST_DIR}/fibnimanalysis.h
    ${CMAKE_CURRENT_LIST_DIR}/fibnimgame.cpp ${CMAKE_CURRENT_LIST_DIR}/fibnimgame.h
    ${CMAKE_CURRENT_LIST_DIR}/../jobs/fibnimgrundyjob.cpp ${CMAKE_CURRENT_LIST_DIR}/../jobs/fibnimgrundyjob.h
)
