#include "mainwindow.h"
namespace nimlab {
MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent) {}
} // namespace nimlab
