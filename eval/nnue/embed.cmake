# Writes OUTPUT, the C++ source defining cotuong::eval::nnue::embedded_network_bytes(): the bytes
# of INPUT through the assembler's .incbin (embedded_bytes.cpp.in), or none when INPUT does not
# exist (no_embedded_bytes.cpp.in). OUTPUT is rewritten only when its text changes.
# OBJECT_FORMAT: elf (the default) or coff (Windows: embedded_bytes_coff.cpp.in, whose assembler
# has other section directives).
# Usage: cmake -DINPUT=<default.ctnn> -DOUTPUT=<file.cpp> [-DOBJECT_FORMAT=coff] -P embed.cmake
if(EXISTS "${INPUT}" AND OBJECT_FORMAT STREQUAL "coff")
  file(SHA256 "${INPUT}" DIGEST)
  set(template "${CMAKE_CURRENT_LIST_DIR}/embedded_bytes_coff.cpp.in")
elseif(EXISTS "${INPUT}")
  file(SHA256 "${INPUT}" DIGEST)
  set(template "${CMAKE_CURRENT_LIST_DIR}/embedded_bytes.cpp.in")
else()
  set(template "${CMAKE_CURRENT_LIST_DIR}/no_embedded_bytes.cpp.in")
endif()
configure_file("${template}" "${OUTPUT}" @ONLY)
