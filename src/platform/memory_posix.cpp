#include "platform/memory.h"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace cotuong::platform {

void* allocate_aligned(size_t alignment, size_t bytes) {
  return std::aligned_alloc(alignment, bytes);
}

void free_aligned(void* memory) { std::free(memory); }

// MemAvailable, else the free pages.
size_t available_memory() {
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  size_t kb = 0;
  while (meminfo >> key >> kb)
    if (key == "MemAvailable:") return kb * 1024;
#if defined(_SC_AVPHYS_PAGES)
  long pages = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0) return size_t(pages) * size_t(page);
#endif
  return SIZE_MAX;
}

void advise_huge_pages(void* memory, size_t bytes) {
#if defined(MADV_HUGEPAGE)
  madvise(memory, bytes, MADV_HUGEPAGE);  // ignored where huge pages are off
#endif
}

}  // namespace cotuong::platform
