#pragma once
// The application icon, compiled into nimlab_resources under the :/icons prefix.
#include <QString>

namespace nimlab {

/// Resource path of the 256 x 256 PNG rendering of the icon. The PNG, not the SVG, is the window icon because
/// Qt's SVG image plugin is not always installed.
QString appIconPath();

} // namespace nimlab
