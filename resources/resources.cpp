// nimlab_resources needs one source file of its own; the icons themselves come from qt_add_resources.
#include "resources.h"

namespace nimlab {

QString appIconPath()
{
    return QStringLiteral(":/icons/nimlab-256.png");
}

} // namespace nimlab
