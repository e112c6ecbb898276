// Linux only (see Package.swift): Debian 13's libswiftObservation.so refers
// to `swift::threading::fatal(const char *, ...)` but no library of that
// toolchain defines it, so anything that imports Observation fails to link.
// This is the definition the Swift runtime would give it: print and abort.
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace swift {
namespace threading {

[[noreturn]] void fatal(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    std::vfprintf(stderr, format, arguments);
    va_end(arguments);
    std::fflush(stderr);
    std::abort();
}

}  // namespace threading
}  // namespace swift
