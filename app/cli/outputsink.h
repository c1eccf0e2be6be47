#pragma once

#include <QByteArray>

#include <cstdint>
#include <cstdio>
#include <string_view>
#include <vector>

namespace nimlab::cli {

/// Where an answer goes: a buffered writer over a FILE (stdout in nimlab-cli). Big tables are written row by row
/// through it, so an answer never exists whole in memory; numbers are formatted with std::to_chars. The first failed
/// write is remembered (its errno), and everything after it is dropped, so the caller can report one error at the end.
class OutputSink
{
public:
    static constexpr std::size_t kDefaultCapacity = 64 * 1024;

    explicit OutputSink(std::FILE *file, std::size_t capacity = kDefaultCapacity);
    OutputSink(const OutputSink &) = delete;
    OutputSink &operator=(const OutputSink &) = delete;

    void write(std::string_view bytes);
    void write(const QByteArray &bytes) { write(std::string_view(bytes.constData(), std::size_t(bytes.size()))); }
    void write(char c)
    {
        if (m_used == m_buffer.size())
            drain();
        m_buffer[m_used++] = c;
    }
    /// Plain decimal digits of `value`.
    void writeNumber(std::uint64_t value);

    /// Room for `n` bytes (at most the capacity) to format into directly; hand back the end of what was written to
    /// commit(). This lets a table row skip the per-number checks of writeNumber().
    char *reserve(std::size_t n)
    {
        if (m_buffer.size() - m_used < n)
            drain();
        return m_buffer.data() + m_used;
    }
    void commit(const char *end) { m_used = std::size_t(end - m_buffer.data()); }
    std::size_t capacity() const { return m_buffer.size(); }

    /// Writes out the buffer and flushes the FILE; false if any write failed (then error() is its errno).
    bool finish();
    /// True once a write has failed; a long answer can stop early then, nothing more reaches the file.
    bool failed() const { return m_error != 0; }
    int error() const { return m_error; }
    /// Bytes handed to the sink so far (written or still buffered).
    std::uint64_t bytesWritten() const { return m_total + m_used; }

private:
    void drain();

    std::FILE *m_file;
    std::vector<char> m_buffer;
    std::size_t m_used = 0;
    std::uint64_t m_total = 0;
    int m_error = 0;
};

} // namespace nimlab::cli
