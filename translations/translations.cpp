// The translations library carries only the compiled .qm files, as resources under :/i18n that register
// themselves; this file gives the static library its one source.
