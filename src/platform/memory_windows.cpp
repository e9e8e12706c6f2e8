#include "platform/memory.h"

#include <malloc.h>
#include <windows.h>

#include <cstdint>

namespace cotuong::platform {

void* allocate_aligned(size_t alignment, size_t bytes) { return _aligned_malloc(bytes, alignment); }

void free_aligned(void* memory) { _aligned_free(memory); }

size_t available_memory() {
  MEMORYSTATUSEX status{};
  status.dwLength = sizeof status;
  if (!GlobalMemoryStatusEx(&status)) return SIZE_MAX;
  return size_t(status.ullAvailPhys);
}

// Large pages on Windows need a privilege most accounts lack: no hint is given.
void advise_huge_pages(void*, size_t) {}

}  // namespace cotuong::platform
