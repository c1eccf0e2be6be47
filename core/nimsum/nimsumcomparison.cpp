#include "nimsumcomparison.h"

#include <QElapsedTimer>

#include <cstring>

namespace nimlab {

std::shared_ptr<const NimSumComparison> compareNimSumMethods(int size, const Progress &progress)
{
    auto result = std::make_shared<NimSumComparison>();
    constexpr NimSumMethod methods[] = {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks};
    std::shared_ptr<const NimSumTable> reference;
    bool agree = true;
    for (int i = 0; i < 3; ++i) {
        const Progress part = [&progress, i](double f) { return !progress || progress((i + f) / 3.0); };
        QElapsedTimer timer;
        timer.start();
        auto table = std::make_shared<NimSumTable>(buildNimSumTable(methods[i], size, part));
        result->timings[std::size_t(i)] = {double(timer.nsecsElapsed()) / 1e6, table->operations};
        if (table->size != size)
            return nullptr; // cancelled
        if (!reference) {
            reference = table;
            continue;
        }
        if (agree && std::memcmp(table->cells.data(), reference->cells.data(), table->cells.size() * 2) != 0) {
            agree = false;
            for (std::size_t c = 0; c < table->cells.size(); ++c) {
                if (table->cells[c] != reference->cells[c]) {
                    result->mismatchM = int(c / std::size_t(size));
                    result->mismatchN = int(c % std::size_t(size));
                    break;
                }
            }
        }
    }
    result->size = size;
    result->agree = agree;
    result->table = reference;
    return result;
}

} // namespace nimlab
