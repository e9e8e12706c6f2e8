// Every word a person reads on the console and the play page, in Vietnamese (the default) and
// English: one catalogue per language (vi.tsv, en.tsv beside this file, embedded at build time),
// each a table of key -> text. Code names a text by its key and hands its variable parts as
// arguments (a Message); a front renders it in the person's language. The engine protocols
// (UCCI, UCI, XBoard) and the command-line tools speak English and do not use this.
//
// A text's placeholders: {name} is the argument `name` (a text, a number or another message,
// rendered in the same language); {name|one|many} is a number with its noun, "1 one" or
// "2 many" (English needs the plural, Vietnamese writes "{n} nước"); {{ and }} are braces.
// Invariant (tests/src/messages): both languages hold the same keys, each key's placeholders
// are the same names in both, and every key the code names is in the catalogue.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace cotuong::messages {

enum class Lang { kVi, kEn };
inline constexpr Lang kDefaultLang = Lang::kVi;
inline constexpr Lang kLangs[] = {Lang::kVi, Lang::kEn};

// Returns "vi" or "en".
const char* lang_code(Lang lang);
// Returns the language a code names ("vi", "en"; any case), or nullopt.
std::optional<Lang> parse_lang(absl::string_view code);
// Returns the language a locale names ("vi_VN.UTF-8", "en_US", "vi"), or nullopt for another
// language, "C" or "POSIX".
std::optional<Lang> lang_of_locale(absl::string_view locale);
// Returns the language the environment asks for (LC_ALL, then LC_MESSAGES, then LANG: the first
// one set decides), or nullopt when it names neither Vietnamese nor English.
std::optional<Lang> lang_from_environment();

// A text to render: its key and its arguments.
class Message {
 public:
  explicit Message(std::string key) : key_(std::move(key)) {}

  // Adds an argument: verbatim text (a move, a name, a number written by the caller).
  Message& with(std::string name, std::string text);
  Message& with(std::string name, const char* text) {
    return with(std::move(name), std::string(text));
  }
  // Adds a number ({name} writes it, {name|one|many} with its noun).
  Message& with(std::string name, long long number);
  Message& with(std::string name, int number) { return with(std::move(name), (long long)number); }
  // Adds another message, rendered in the same language ("Đỏ" / "Red").
  Message& with(std::string name, Message message);

  const std::string& key() const { return key_; }

  // An argument. Invariant: exactly one of text, number and message is what it holds (kind).
  struct Arg {
    enum class Kind { kText, kNumber, kMessage } kind = Kind::kText;
    std::string name;
    std::string text;
    long long number = 0;
    std::vector<Message> message;  // one element when kind is kMessage
  };
  const std::vector<Arg>& args() const { return args_; }

 private:
  std::string key_;
  std::vector<Arg> args_;
};

// A catalogue: key -> text (placeholders unexpanded).
using Catalogue = std::map<std::string, std::string, std::less<>>;

// Returns the catalogue a file holds: one `key<TAB>text` a line (blank lines and lines starting
// with '#' skipped; \n, \t and \\ in a text are a newline, a tab and a backslash), or why not (a
// line without a tab, an empty key or text, a key twice), with its line number.
absl::StatusOr<Catalogue> parse_catalogue(absl::string_view file);
// Returns the embedded catalogue of a language.
const Catalogue& catalogue(Lang lang);
// Returns the placeholder names of a text, sorted, each once ("{n|move|moves}" names "n").
std::vector<std::string> placeholders(absl::string_view text);

// Returns the message rendered in lang. A key missing from the catalogue renders as the key
// itself (the catalogue test forbids it), a missing argument as "{name}".
std::string render(const Message& message, Lang lang);
// Returns the text of a key without arguments, rendered in lang.
std::string text(absl::string_view key, Lang lang);

}  // namespace cotuong::messages
