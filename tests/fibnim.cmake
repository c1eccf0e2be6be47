# Fibonacci Nim tests. Included from tests/CMakeLists.txt.
nimlab_add_test(tst_fibnimrules SOURCES core/tst_fibnimrules.cpp LIBS nimlab_core)
nimlab_add_test(tst_fibnimanalysis SOURCES core/tst_fibnimanalysis.cpp LIBS nimlab_core)
if(NOT NIMLAB_CORE_ONLY)
    nimlab_add_test(tst_fibnimtab SOURCES ui/tst_fibnimtab.cpp LIBS nimlab_ui nimlab_translations)
endif()
