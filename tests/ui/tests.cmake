# Tests of the ui layer and the resources; included from tests/CMakeLists.txt in builds with Widgets.
nimlab_add_test(tst_resources SOURCES ui/tst_resources.cpp LIBS nimlab_resources Qt6::Gui)
target_compile_definitions(tst_resources PRIVATE NIMLAB_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
nimlab_add_test(tst_rulestext SOURCES ui/tst_rulestext.cpp LIBS nimlab_ui)
nimlab_add_test(tst_nimsumtab SOURCES ui/tst_nimsumtab.cpp LIBS nimlab_ui nimlab_translations)
nimlab_add_test(tst_sessionkill SOURCES ui/tst_sessionkill.cpp LIBS nimlab_ui)
nimlab_add_test(tst_responsiveness SOURCES ui/tst_responsiveness.cpp LIBS nimlab_uimeasure)
set_tests_properties(tst_responsiveness PROPERTIES RUN_SERIAL TRUE)
nimlab_add_test(tst_nimtab SOURCES ui/tst_nimtab.cpp LIBS nimlab_ui)
