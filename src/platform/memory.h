// Large aligned memory (the transposition table): allocating and freeing it, how much the system
// can still give, and the huge-page hint. memory_posix.cpp (aligned_alloc, /proc/meminfo, madvise)
// or memory_windows.cpp (_aligned_malloc, GlobalMemoryStatusEx).
#pragma once

#include <cstddef>

namespace cotuong::platform {

// Returns `bytes` (a multiple of alignment) aligned to `alignment` (a power of two), or nullptr;
// freed with free_aligned.
void* allocate_aligned(size_t alignment, size_t bytes);
void free_aligned(void* memory);

// Returns the bytes of memory the system can still give, or SIZE_MAX when it cannot be told.
size_t available_memory();

// Asks for huge pages under the memory (a hint: nothing where there are none).
void advise_huge_pages(void* memory, size_t bytes);

}  // namespace cotuong::platform
