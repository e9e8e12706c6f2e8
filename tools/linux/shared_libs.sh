# shellcheck shell=bash
# Shared-library helpers for folders that carry their own libraries (sourced by pack.sh, the
# portable engine's tarball, and bundle.sh, the tools for a lent many-core machine).

# Returns whether a library is glibc's own: those stay the system's, since they must match its
# loader.
is_glibc() {
  case "$(basename "$1")" in
    libc.so.* | libm.so.* | libpthread.so.* | libdl.so.* | librt.so.* | ld-linux* | linux-vdso*) return 0 ;;
  esac
  return 1
}

# Prints the Debian package that holds a library, by the path ldd gave or the file it leads to
# (with merged /usr, dpkg knows one of /lib/... and /usr/lib/...).
package_of() {
  local path
  for path in "$1" "$(readlink -f "$1")" "${1/#\/lib\//\/usr\/lib\/}" "${1/#\/usr\/lib\//\/lib\/}"; do
    dpkg -S "$path" 2>/dev/null | head -1 | cut -d: -f1 && return 0
  done
  echo "no Debian package holds $1" >&2
  return 1
}

# copy_shared_libs [--no-packages] DEST BINARY...: copies every shared library the binaries need
# beyond glibc into DEST, and prints the Debian package of each library copied, one a line; fails
# when ldd cannot read a binary or a library belongs to no package. --no-packages: copies only
# (dpkg -S reads every package's file list, a quarter of a second of CPU a library).
copy_shared_libs() {
  local packages=1 dest lib libs status=0
  [ "$1" = --no-packages ] && { packages=0; shift; }
  dest=$1
  shift
  libs=$(ldd "$@") || return 1
  while read -r lib; do
    is_glibc "$lib" && continue
    cp -L "$lib" "$dest/" || status=1
    ((packages == 0)) || package_of "$lib" || status=1
  done < <(awk '$2 == "=>" && $3 ~ /^\// {print $3}' <<<"$libs" | sort -u)
  return $status
}

# libs_outside DIR BINARY...: prints "name path" for every library the binaries need that is not
# glibc's and does not resolve inside DIR (a missing one prints "name not"); nothing when the
# folder carries all it should.
libs_outside() {
  local dir=$1 name path
  shift
  ldd "$@" | awk '$2 == "=>" {print $1, $3}' | sort -u | while read -r name path; do
    is_glibc "$name" || [[ $path == "$dir"/* ]] || echo "$name $path"
  done
}
