# Wythoff's game tests. Included from tests/CMakeLists.txt.
nimlab_add_test(tst_wythoffrules SOURCES core/tst_wythoffrules.cpp LIBS nimlab_core)
nimlab_add_test(tst_wythoffanalysis SOURCES core/tst_wythoffanalysis.cpp LIBS nimlab_core)
if(NOT NIMLAB_CORE_ONLY AND EXISTS ${CMAKE_CURRENT_LIST_DIR}/ui/tst_wythofftab.cpp)
    nimlab_add_test(tst_wythofftab SOURCES ui/tst_wythofftab.cpp LIBS nimlab_ui nimlab_translations)
endif()
