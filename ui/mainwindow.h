#pragma once
#include <QMainWindow>
namespace nimlab {
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};
} // namespace nimlab
