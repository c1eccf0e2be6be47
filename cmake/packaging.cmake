# The Debian package (scripts/package.sh): `cpack -G DEB` in a build configured with CMAKE_INSTALL_PREFIX=/usr.
# dpkg-shlibdeps computes the shared-library dependencies from the installed binaries; the CJK fonts and Qt's own
# translations (the dialogs' standard buttons in Japanese and Chinese) are recommended, not required.

# nimlab-cli(1), generated from the program's own --help and --version by help2man when it is installed.
find_program(NIMLAB_HELP2MAN help2man)
if(NIMLAB_HELP2MAN)
    # English whatever the builder's locale (C.UTF-8 keeps "misère" intact); compressed as Debian installs man pages.
    set(nimlab_man_page ${CMAKE_CURRENT_BINARY_DIR}/nimlab-cli.1)
    add_custom_command(OUTPUT ${nimlab_man_page}.gz
        COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C.UTF-8 LANGUAGE= ${NIMLAB_HELP2MAN} --no-info --section=1
                --locale=C.UTF-8 --name "answers NimLab's analyses of impartial games as text or JSON"
                --output ${nimlab_man_page} $<TARGET_FILE:nimlab-cli>
        COMMAND gzip -9nf ${nimlab_man_page}
        DEPENDS nimlab-cli
        COMMENT "Generating the nimlab-cli man page with help2man"
        VERBATIM)
    add_custom_target(nimlab_man_page ALL DEPENDS ${nimlab_man_page}.gz)
    install(FILES ${nimlab_man_page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME nimlab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "NimLab contributors")
set(CPACK_PACKAGE_CONTACT "NimLab contributors <nimlab@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for learning Nim, Fibonacci Nim and Wythoff's game")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "NimLab plays and explains three impartial games and the nim-sum that ties them together:\n"
    "Nim, Fibonacci Nim and Wythoff's game, against the computer or two people, with hints,\n"
    "undo, worked examples and an analysis of every position that says why. The nim-sum\n"
    "table is built by XOR, by mex and from 2^k blocks. nimlab-cli answers every analysis\n"
    "on the console as text or JSON. In English, Japanese and Cantonese.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
include(CPack)
