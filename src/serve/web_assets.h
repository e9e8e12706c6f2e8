// The page's files (src/serve/web/), embedded in the binary at build time by embed_web.cmake:
// the server answers from memory and reads nothing from disk.
#pragma once

#include <string_view>
#include <vector>

namespace cotuong::serve {

struct WebAsset {
  std::string_view path;          // "/app.js"
  std::string_view content_type;  // "text/javascript; charset=utf-8"
  std::string_view etag;          // a quoted digest of the bytes
  std::string_view bytes;
};

// Returns every embedded file (generated: web_assets.cpp in the build folder).
const std::vector<WebAsset>& web_assets();
// Returns the file served at a request path ("/" is "/index.html"), or null.
const WebAsset* find_web_asset(std::string_view path);

}  // namespace cotuong::serve
