#include "messages/catalogue.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace cotuong::messages {

// The embedded files (generated from vi.tsv and en.tsv by src/messages/CMakeLists.txt).
std::string_view embedded_vi();
std::string_view embedded_en();

const char* lang_code(Lang lang) { return lang == Lang::kVi ? "vi" : "en"; }

std::optional<Lang> parse_lang(absl::string_view code) {
  const std::string lower = absl::AsciiStrToLower(code);
  if (lower == "vi") return Lang::kVi;
  if (lower == "en") return Lang::kEn;
  return std::nullopt;
}

std::optional<Lang> lang_of_locale(absl::string_view locale) {
  // "vi_VN.UTF-8@variant": the language is what comes before '_', '.' or '@'.
  const size_t end = locale.find_first_of("_.@");
  return parse_lang(locale.substr(0, end));
}

std::optional<Lang> lang_from_environment() {
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && *value != '\0') return lang_of_locale(value);
  }
  return std::nullopt;
}

Message& Message::with(std::string name, std::string text) {
  Arg a;
  a.kind = Arg::Kind::kText;
  a.name = std::move(name);
  a.text = std::move(text);
  args_.push_back(std::move(a));
  return *this;
}

Message& Message::with(std::string name, long long number) {
  Arg a;
  a.kind = Arg::Kind::kNumber;
  a.name = std::move(name);
  a.number = number;
  args_.push_back(std::move(a));
  return *this;
}

Message& Message::with(std::string name, Message message) {
  Arg a;
  a.kind = Arg::Kind::kMessage;
  a.name = std::move(name);
  a.message.push_back(std::move(message));
  args_.push_back(std::move(a));
  return *this;
}

namespace {

// Returns the text with its escapes (\n, \t, \\) turned into what they stand for.
std::string unescape(absl::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) {
      const char c = s[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += s[i];
    }
  }
  return out;
}

// Calls visit(name, choices) for each placeholder of text, and literal(piece) for the text
// between them (braces doubled already undoubled).
template <typename Literal, typename Visit>
void scan(absl::string_view text, Literal literal, Visit visit) {
  std::string pending;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      pending += c;
      ++i;
      continue;
    }
    const size_t close = c == '{' ? text.find('}', i) : absl::string_view::npos;
    if (close == absl::string_view::npos) {
      pending += c;
      continue;
    }
    if (!pending.empty()) literal(pending);
    pending.clear();
    std::vector<absl::string_view> parts = absl::StrSplit(text.substr(i + 1, close - i - 1), '|');
    visit(parts[0], parts);
    i = close;
  }
  if (!pending.empty()) literal(pending);
}

const Message::Arg* find_arg(const Message& m, absl::string_view name) {
  for (const Message::Arg& a : m.args())
    if (a.name == name) return &a;
  return nullptr;
}

}  // namespace

absl::StatusOr<Catalogue> parse_catalogue(absl::string_view file) {
  Catalogue out;
  int line_number = 0;
  for (absl::string_view line : absl::StrSplit(file, '\n')) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    const size_t tab = line.find('\t');
    if (tab == absl::string_view::npos || tab == 0 || tab + 1 == line.size())
      return absl::InvalidArgumentError(
          absl::StrCat("line ", line_number, ": expected `key<TAB>text`"));
    const absl::string_view key = line.substr(0, tab);
    if (!out.emplace(std::string(key), unescape(line.substr(tab + 1))).second)
      return absl::InvalidArgumentError(
          absl::StrCat("line ", line_number, ": the key ", key, " again"));
  }
  return out;
}

const Catalogue& catalogue(Lang lang) {
  // Parsed once; the embedded files are checked by the catalogue test, so a failure here is a
  // build that skipped it: say so and stop rather than show keys.
  auto load = [](std::string_view file, const char* code) {
    absl::StatusOr<Catalogue> parsed = parse_catalogue(absl::string_view(file.data(), file.size()));
    if (!parsed.ok()) {
      std::fprintf(stderr, "messages/%s.tsv: %s\n", code,
                   std::string(parsed.status().message()).c_str());
      std::abort();
    }
    return *std::move(parsed);
  };
  static const Catalogue vi = load(embedded_vi(), "vi");
  static const Catalogue en = load(embedded_en(), "en");
  return lang == Lang::kVi ? vi : en;
}

std::vector<std::string> placeholders(absl::string_view text) {
  std::vector<std::string> names;
  scan(
      text, [](const std::string&) {},
      [&](absl::string_view name, const std::vector<absl::string_view>&) {
        names.emplace_back(name);
      });
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::string render(const Message& message, Lang lang) {
  const Catalogue& texts = catalogue(lang);
  const auto it = texts.find(message.key());
  if (it == texts.end()) return message.key();
  std::string out;
  scan(
      it->second, [&](const std::string& piece) { out += piece; },
      [&](absl::string_view name, const std::vector<absl::string_view>& parts) {
        const Message::Arg* arg = find_arg(message, name);
        if (arg == nullptr) {
          absl::StrAppend(&out, "{", name, "}");
          return;
        }
        switch (arg->kind) {
          case Message::Arg::Kind::kText:
            out += arg->text;
            break;
          case Message::Arg::Kind::kNumber:
            absl::StrAppend(&out, arg->number);
            if (parts.size() == 3)
              absl::StrAppend(&out, " ", arg->number == 1 ? parts[1] : parts[2]);
            break;
          case Message::Arg::Kind::kMessage:
            out += render(arg->message.front(), lang);
            break;
        }
      });
  return out;
}

std::string text(absl::string_view key, Lang lang) {
  return render(Message(std::string(key)), lang);
}

}  // namespace cotuong::messages
