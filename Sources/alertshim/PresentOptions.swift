import AlertShim

/// The options of `alertshim alert` and `alertshim sheet`.
struct PresentOptions: Equatable {
  struct Field: Equatable {
    var placeholder: String
    var isSecure: Bool
  }

  var title: String?
  var message: String?
  var cancel: String?
  var destructive: String?
  var buttons: [String] = []
  var preferred: String?
  var fields: [Field] = []
  var regular = false
  var anchor: AlertAnchor?
  var json = false

  enum Parsed: Equatable {
    case options(PresentOptions)
    case help
    case version
    case failure(String)
  }

  /// Parses `arguments`; the failure message names the bad flag.
  static func parse(_ arguments: [String], kind: PresentCommand.Kind) -> Parsed {
    var options = PresentOptions()
    var seen: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      let onlyFor: PresentCommand.Kind? =
        switch name {
        case "--message", "--text-field", "--secure-field": .alert
        case "--regular", "--anchor": .sheet
        default: nil
        }
      if let onlyFor, onlyFor != kind {
        let reason =
          onlyFor == .alert
          ? "is only for alerts (alertshim alert)" : "is only for sheets (alertshim sheet)"
        return .failure("option '\(name)' \(reason)")
      }
      switch name {
      case "--help", "-h": return .help
      case "--version": return .version
      case "--json", "--regular":
        if inlineValue != nil { return .failure("option '\(name)' takes no value") }
        if name == "--json" { options.json = true } else { options.regular = true }
        continue
      case "--title", "--message", "--cancel", "--destructive", "--button", "--preferred",
        "--text-field", "--secure-field", "--anchor":
        break
      default:
        return .failure(
          argument.hasPrefix("-")
            ? "unknown option '\(name)'" : "unexpected argument '\(argument)'")
      }
      guard let value = inlineValue ?? remaining.popFirst() else {
        return .failure("option '\(name)' needs a value")
      }
      let repeatable: Set = ["--button", "--text-field", "--secure-field"]
      if !repeatable.contains(name), !seen.insert(name).inserted {
        return .failure("option '\(name)' is given more than once")
      }
      switch name {
      case "--title": options.title = value
      case "--message": options.message = value
      case "--cancel": options.cancel = value
      case "--destructive": options.destructive = value
      case "--button": options.buttons.append(value)
      case "--preferred": options.preferred = value
      case "--text-field", "--secure-field":
        options.fields.append(Field(placeholder: value, isSecure: name == "--secure-field"))
      default:
        guard let anchor = Self.anchor(value) else {
          return .failure(
            "option '--anchor' needs X,Y,WIDTH,HEIGHT or the name of a bar item, not '\(value)'")
        }
        options.anchor = anchor
      }
    }
    if let problem = options.problem(kind: kind) { return .failure(problem) }
    return .options(options)
  }

  /// What is wrong with a set of options that each parsed.
  private func problem(kind: PresentCommand.Kind) -> String? {
    if cancel == nil && destructive == nil && buttons.isEmpty {
      return "\(kind == .alert ? "an alert" : "a sheet") needs a button: give '--cancel',"
        + " '--destructive' or '--button'"
    }
    let plain = fields.filter { !$0.isSecure }.count
    let secure = fields.count - plain
    if plain > 1 || secure > 1 {
      return "options '--text-field' and '--secure-field': an alert takes one plain field,"
        + " one secure field, or one of each (login and password)"
    }
    let allTitles = titles
    if let repeated = allTitles.enumerated().first(where: {
      allTitles[..<$0.offset].contains($0.element)
    })?.element {
      return "button title '\(repeated)' is given more than once: each button needs its own"
        + " title (the line protocol and --preferred name buttons by title)"
    }
    if let preferred, !titles.contains(preferred) {
      return "option '--preferred' names no button: '\(preferred)' is not among"
        + " \(titles.map { "'\($0)'" }.joined(separator: ", "))"
    }
    return nil
  }

  /// Every button title, in any order.
  var titles: [String] {
    [destructive, cancel].compactMap { $0 } + buttons
  }

  /// `X,Y,WIDTH,HEIGHT` as a rect, anything else as a bar item's name.
  private static func anchor(_ text: String) -> AlertAnchor? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double(trimmingWhitespace($0))
    }
    if numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
      let height = numbers[3]
    {
      return .rect(x: x, y: y, width: width, height: height)
    }
    return text.isEmpty || text.contains(",") ? nil : .barItem(text)
  }

  /// `text` without the tabs, space separators (Unicode category Zs) and zero-width spaces at
  /// either end: what Foundation's `trimmingCharacters(in: .whitespaces)` removes.
  static func trimmingWhitespace(_ text: Substring) -> Substring {
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return Substring(scalars[first...last])
  }

  /// The legacy alert view style these fields make.
  var alertViewStyle: LegacyAlertViewStyle {
    switch (fields.contains { !$0.isSecure }, fields.contains { $0.isSecure }) {
    case (true, true): return .loginAndPasswordInput
    case (true, false): return .plainTextInput
    case (false, true): return .secureTextInput
    case (false, false): return .default
    }
  }
}
