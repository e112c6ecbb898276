// The target exports no C interface; see fatal.cpp.
