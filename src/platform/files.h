// The system calls under text_file.cpp's whole-file reads, replacing writes and locks, where POSIX
// and Windows differ: opening (binary on Windows, never inherited by a child), permissions,
// flushing to the disk, a rename over an existing file, a lock across processes. files_posix.cpp or
// files_windows.cpp. Each returns a descriptor or 0, or -1 / the errno value on failure (errno
// set).
#pragma once

#include <string>

namespace cotuong::platform {

// Opens path to read, without waiting for a FIFO's writer (POSIX); a descriptor, or -1.
int open_for_reading(const std::string& path);
// Creates path to write, failing when it exists; a descriptor, or -1.
int create_new_file(const std::string& path);
// Opens (creating) path to hold a lock on; a descriptor, or -1.
int open_lock_file(const std::string& path);

// Gives the open file fd the permission bits of `mode` (a replaced file's); 0 or errno.
int copy_permissions(int fd, unsigned mode);
// Returns once the open file's bytes are on the disk; 0 or errno.
int flush_to_disk(int fd);
// Renames `from` to `to`, replacing the file at `to` if there is one; 0 or errno.
int replace_file(const std::string& from, const std::string& to);
// Takes an exclusive lock on the open file fd across processes, waiting for its holder; 0 or
// errno. Closing fd releases it.
int lock_exclusive(int fd);

// Returns this process's id (for names of temporary files).
long process_id();

}  // namespace cotuong::platform
