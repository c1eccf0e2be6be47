#include "outputsink.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>

namespace nimlab::cli {

OutputSink::OutputSink(std::FILE *file, std::size_t capacity) : m_file(file), m_buffer(capacity < 32 ? 32 : capacity) {}

void OutputSink::write(std::string_view bytes)
{
    while (!bytes.empty()) {
        if (m_used == m_buffer.size())
            drain();
        const std::size_t n = std::min(bytes.size(), m_buffer.size() - m_used);
        std::memcpy(m_buffer.data() + m_used, bytes.data(), n);
        m_used += n;
        bytes.remove_prefix(n);
    }
}

void OutputSink::writeNumber(std::uint64_t value)
{
    // 20 digits hold any uint64_t; make room first so to_chars never sees a short buffer.
    if (m_buffer.size() - m_used < 20)
        drain();
    const auto result = std::to_chars(m_buffer.data() + m_used, m_buffer.data() + m_buffer.size(), value);
    m_used = std::size_t(result.ptr - m_buffer.data());
}

void OutputSink::drain()
{
    if (m_used > 0 && m_error == 0) {
        errno = 0;
        if (std::fwrite(m_buffer.data(), 1, m_used, m_file) != m_used)
            m_error = errno != 0 ? errno : EIO;
    }
    m_total += m_used;
    m_used = 0;
}

bool OutputSink::finish()
{
    drain();
    if (m_error == 0) {
        errno = 0;
        // stdio may still hold the tail of the answer: only fflush tells whether it reached the file.
        if (std::fflush(m_file) != 0 || std::ferror(m_file))
            m_error = errno != 0 ? errno : EIO;
    }
    return m_error == 0;
}

} // namespace nimlab::cli
