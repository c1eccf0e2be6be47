// The translations library carries only the compiled .qm files as resources (under :/i18n).
namespace nimlab {
/// Referenced so that linkers keep the library; the resources register themselves.
int translationsLibraryAnchor()
{
    return 0;
}
} // namespace nimlab
