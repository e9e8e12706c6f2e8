// Built only while the search library is absent: the protocol runs, searching reports an error.
#include "protocol/search_backend.h"

namespace cotuong::protocol {

std::unique_ptr<SearchBackend> make_search_backend() { return nullptr; }

}  // namespace cotuong::protocol
