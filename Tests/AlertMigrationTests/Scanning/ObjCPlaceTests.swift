import AlertShimTestSupport
import Testing

@testable import AlertMigration

/// Objective-C files of migrated code are turned away unlexed when their bytes show that they
/// have no finding: delegate methods that take an AlertShimObjC class, names in comments that
/// their lines start, and text-field uses in a file that names nothing of UIKit's legacy API
/// (`ObjCScanner.screen`). A file whose findings could come from its header's declarations is
/// lexed when the header declares something. None of this may turn away a file the full scan
/// has a finding in.
@Suite struct ObjCPlaceTests {
  /// What may stand before a delegate method's first selector part: method headers in several
  /// layouts, and what only looks like one.
  static let befores = [
    "- (void)", "-(void)", "+ (void)", "- ", "-\n(void)\n", "- (void) /* c */ ", "- (void) // c\n",
    "- (BOOL)", "- (nonnull id)", "x ", "[d ", "@selector(", "(id)", "#define M - (void)",
    "-- (void)", "- (void)\\\n", "/* - (void) */ ", "// - (void)\n", "- (void)`", "- (void)\u{C}",
    "- (void)\u{0}", "- (void)\r", "- (void)\r\n", "- (void) x\n", "- (void)/**/", "-(void)$",
    "- (void)1", "- (void)@", "- (void)#", "- (void)é",
  ]

  static let names = [
    "alertView", "actionSheet", "alertViewCancel", "actionSheetCancel",
    "alertViewShouldEnableFirstOtherButton", "willPresentAlertView", "didPresentAlertView",
    "willPresentActionSheet", "didPresentActionSheet",
  ]

  /// What may follow the name: the migrated parameter types in several layouts, legacy ones,
  /// look-alikes of the AlertShimObjC names, and layouts the reader must not accept.
  static let afters = [
    ":(ASAlertView *)a clickedButtonAtIndex:(NSInteger)i {\n  if (a.tag == 1) {}\n}\n",
    ":(UIAlertView *)a clickedButtonAtIndex:(NSInteger)i { if (a.tag) {} }\n",
    ":(ASAlertView*)a {}", ":(nonnull ASAlertView *)a {}", ":(__kindof ASAlertView *)a {}",
    ":(ASAlertView /*c*/ *)a {}", ":(ASAlertView<P> *)a {}", ":(ASAlertView<P, Q> *)a {}",
    ":(ASActionSheet *)s clickedButtonAtIndex:(NSInteger)i {}", ":(id)a {}",
    ":(ASAlertViewX *)a {}", ":(XASAlertView *)a {}", ":(1ASAlertView *)a {}",
    ": (ASAlertView *)a {}", "\n:\n(\nASAlertView\n*\n)a {}", ":(ASAlertView *)a;",
    ":(ASAlertView *)a", " {}", ":(ASAlertView *)(a) {}", ":(ASAlertView * _Nonnull)a {}",
    ":(ASAlertView *)a clickedButtonAtIndex:(NSInteger)i // c\n{}", "::(ASAlertView *)a {}",
    ":(ASAlertView *)a { [a textFieldAtIndex:0]; }", ":(ASAlertView é*)a {}",
    ":(ASAlertView\u{C}*)a {}", ":(ASAlertView\u{0}*)a {}", ":(\"ASAlertView\" *)a {}",
    ":(ASAlertView.x *)a {}", ":(ASAlertView *(^)(void))a {}", ":(ASAlertView ", ":(",
    ": // c\n(ASAlertView *)a {}", ": /* c */ (ASAlertView *)a {}", ":(ASAlertView *)a {",
    "/* c */:(UIAlertView *)a {}", "//:\n:(UIAlertView *)a {}", "/* c */:(id)a {}",
    " //\n:(id)a {}", ":(ASAlertView$ *)a {}",
    ":(UIAlertView *)a ASAlertView {}", ":(R\"(ASAlertView)\" *)a {}",
  ]

  /// Text around a method: a class, its header's names, an alert shown through a name of the
  /// header.
  static let contexts = [
    "", "@implementation C\n", "@interface C () <UIAlertViewDelegate>\n@end\n",
    "- (void)f { [self.alert show]; }\n", "// UIAlertView\n",
  ]

  /// The corpus of delegate methods: every name between every before and after, in a context.
  static func methods() -> [[UInt8]] {
    var result: [[UInt8]] = []
    for (index, name) in names.enumerated() {
      for before in befores {
        for (position, after) in afters.enumerated() {
          let context = contexts[(index + position) % contexts.count]
          result.append(Array((context + before + name + after).utf8))
        }
      }
    }
    return result
  }

  /// Uses of text fields, and the ways a file may name UIKit's legacy API beside them or only
  /// seem to.
  static let textFieldUses = [
    "[a textFieldAtIndex:0];", "a.alertViewStyle = 1;", "[a setAlertViewStyle:x];",
    "x = [a alertViewStyle];", "// [a textFieldAtIndex:0]",
  ]

  static let legacyMentions = [
    "", "// UIAlertView\n", "UIAlertViewStyle s;\n", "int s = UIAlertViewStyleDefault;\n",
    "MyUIAlertView *m;\n", "@UIAlertView\n", "x = @\"UIAlertView\";\n", "/* UIAlertView */\n",
    "  // x */ UIAlertView\n", "//\" UIAlertView\n", "/*/ UIAlertView */\n",
    "x\\\n// UIAlertView\n", "x\\\r\n// UIAlertView\n", "1UIAlertView\n", "$UIAlertView\n",
    "éUIAlertView\n", "UIActionSheetFoo *f;\n", "_UIAlertView\n", "/* c\n// */ UIAlertView\n",
    "R\"(\n// )\" UIAlertViewStyleDefault\n", "\"a\\\n// \" UIAlertViewX\n",
    "/*\n// UIAlertView */\n",
    "x // UIAlertView\n", "\u{0}// UIAlertView\n", "\u{FEFF}// UIAlertViewX\n",
    "\t\u{C}// UIAlertViewX\n", "\r// UIAlertViewX\n", "x\\\r// UIAlertViewX\n",
  ]

  /// The corpus of text-field uses: each use beside each mention, before and after it.
  static func textFieldFiles() -> [[UInt8]] {
    var result: [[UInt8]] = []
    for use in textFieldUses {
      for mention in legacyMentions {
        result.append(Array((mention + "- (void)f {\n  " + use + "\n}\n").utf8))
        result.append(Array(("- (void)f {\n  " + use + "\n}\n" + mention).utf8))
      }
    }
    return result
  }

  /// Every name of interest after each line start that may or may not open a comment, after
  /// each kind of line before, followed by code that has a finding if the name is in code.
  static func commentLines() -> [[UInt8]] {
    let lineStarts = [
      "// ", "  // ", "/* ", "/// ", "//*/ ", "/*/ ", "// \" ", "\t\u{C}// ", "\u{0}// ", "/ / ",
      "x // ", "/**/ ", "// */ ", "//", "/*", "* ", "\u{FEFF}// ", "// ' ", "// )\" ", "// )x\" ",
    ]
    let linesBefore = [
      "", "x\n", "x\\\n", "x\\\r\n", "x\r", "\"a\\\n", "R\"(\n", "/* \n", "x\n\n", "@\"a\\\r",
      "'a\\\n", "R\"x(\n",
    ]
    let uses = [
      " *a = [[UIAlertView alloc] init];", ":(UIAlertView *)a clickedButtonAtIndex:(NSInteger)i {}",
      " *a; [a show];", "", ":0];",
    ]
    let names = Vocabulary.objectiveC.interestNames.map(\.description)
    var result: [[UInt8]] = []
    for (index, name) in names.enumerated() {
      for before in linesBefore {
        for start in lineStarts {
          let use = uses[(index + start.count) % uses.count]
          result.append(Array((before + start + name + use + "\n").utf8))
          result.append(Array((before + "- (void)" + start + name + use + "\n").utf8))
        }
      }
    }
    return result
  }

  /// This suite's inputs.
  static func ownCorpus() -> [[UInt8]] {
    methods() + textFieldFiles() + commentLines()
  }

  /// This suite's inputs and the Objective-C ones of the prefilter's corpus (the fixtures and
  /// their splices, and each name between every pair of neighbours).
  static func corpus() -> [[UInt8]] {
    ownCorpus() + ScanPrefilterTests.corpus.filter { $0.language == .objectiveC }.map(\.bytes)
  }

  // A file turned away has no finding in the full scan (without a header's declarations). And
  // the rules turn away many files the prefilter alone passes.
  @Test func objectiveCPlaces_neverTurnAwayAFileWithFindings() {
    var turnedAway = 0
    var passedWithFindings = 0
    for input in Self.corpus() {
      input.withUnsafeBufferPointer { bytes in
        let passes = MigrationScanner.mayHaveFindings(bytes, language: .objectiveC)
        let findings = MigrationScanner.findings(in: bytes, language: .objectiveC)
        #expect(
          passes || findings.isEmpty,
          "turned away \(String(decoding: input, as: UTF8.self).debugDescription) with \(findings.map(\.description))"
        )
        if !passes, Prefilter.objectiveC.mayHaveFindings(bytes) { turnedAway += 1 }
        if passes, !findings.isEmpty { passedWithFindings += 1 }
      }
    }
    #expect(turnedAway > 3_000)
    #expect(passedWithFindings > 3_000)
  }

  /// Headers beside the `.m` files of the tree: none, declaring an alert or a sheet, naming the
  /// classes only in comments or as a controller.
  static let headers: [String?] = [
    nil, "@interface C : NSObject\n@property UIAlertView *alert;\n@end\n",
    "// @property UIAlertView *alert;\n",
    "@interface C\n@property UIAlertController *alert;\n@end\n",
    "@interface C { UIActionSheet *alert; }\n@end\n", "UIAlertViewStyle s;\n",
    "/* UIAlertView */ @interface C\n@property UIActionSheet * alert;\n@end\n",
  ]

  // A tree of the corpus, `.m` files with each kind of header beside them, scans as without the
  // prefilter and the places.
  @Test func scanWithObjectiveCPlaces_equalsTheFullScan() throws {
    let directory = try TemporaryDirectory()
    let bodies = [
      "- (void)f { [self.alert show]; }\n", "- (void)f { [alert textFieldAtIndex:0]; }\n",
      "- (void)f { alert.alertViewStyle = 1; }\n",
      "- (void)f { [_alert dismissWithClickedButtonIndex:0 animated:YES]; }\n",
      "",
    ]
    for (index, input) in Self.ownCorpus().enumerated() where index % 5 == 0 {
      let name = "Group\(index % 3)/File\(index)"
      let body = Array(bodies[index % bodies.count].utf8)
      try directory.write(name + ".m", bytes: input + [ASCII.newline] + body)
      if let header = Self.headers[(index / 5) % Self.headers.count] {
        try directory.write(name + ".h", header)
      }
    }
    let scans = try fullAndDefaultScans(of: directory.path, concurrency: 2)
    #expect(scans.findings > 1_000)
    #expect(scans.scan == scans.full)
  }

  // The rules on examples, with what the full scan finds in each.
  @Test func objectiveCPlaces_examples() {
    func method(_ type: String) -> String {
      "- (void)alertView:(\(type) *)alertView clickedButtonAtIndex:(NSInteger)index {\n"
        + "  if (alertView.tag == 1) { [self.delegate alertViewCancel:alertView]; }\n}\n"
    }
    let (migrated, legacy) = (method("ASAlertView"), method("UIAlertView"))
    let cases: [(source: String, lexed: Bool, findings: Bool)] = [
      (migrated, false, false),
      (legacy, true, true),
      ("- (void)alertView:(ASAlertView *)a x:(UIAlertView *)b {}", true, false),
      ("[self.delegate alertView:self clickedButtonAtIndex:0];", false, false),
      ("SEL s = @selector(alertView:clickedButtonAtIndex:);", false, false),
      ("// - (void)alertView:(UIAlertView *)a clickedButtonAtIndex:(NSInteger)i {}", false, false),
      ("- (void)f { [a textFieldAtIndex:0]; }", false, false),
      ("- (void)f { [a textFieldAtIndex:0]; } // UIAlertView", true, false),
      ("- (void)f { [a textFieldAtIndex:0]; UIAlertViewStyle s; }", true, true),
      ("- (void)f { a.alertViewStyle = UIAlertViewStylePlainTextInput; }", true, true),
      ("// UIAlertView and UIActionSheet, for Objective-C\n", false, false),
      ("/* UIAlertView */ [[UIAlertView alloc] init];", true, true),
      ("x\\\n// UIAlertView *a = [[UIAlertView alloc] init];", true, false),
    ]
    NamePlaceTests.expect(cases, language: .objectiveC)
  }

  // The files an audit found turned away with findings (a helper scanned 605,000 generated
  // files with and without the prefilter): a byte order mark before a class name in the file
  // or its header, and a raw string's delimiter too long to be one, which the lexer ended
  // inside an identifier (also after a prefix it took for an encoding prefix).
  @Test func objectiveCPlaces_auditedCounterexamples() throws {
    let mark = "\u{FEFF}"
    let files: [(source: String, header: String?, finding: String)] = [
      ("[alert show]alertView", mark + "UIAlertView*alert", "show: show"),
      (".alertViewStyle", mark + "UIAlertView*v", "text-field: alertViewStyle"),
      ("[a/**/textFieldAtIndex:0];", mark + "UIAlertView*v", "text-field: textFieldAtIndex:"),
      (
        mark + "UIAlertViewStyleDefault;\nvoid f(id a) { [a textFieldAtIndex:0]; }\n", nil,
        "text-field: textFieldAtIndex:"
      ),
      ("@interface X () <R\"aaaaaaaaaaaaaaaaaUIAlertViewDelegate>\n@end\n", nil, ""),
      ("[a textFieldAtIndex:R\"aaaaaaaaaaaaaaaaaUIAlertView", nil, ""),
      ("[alert show]alertView", "R\"aaaaaaaaaaaaaaaaaUIAlertView*alert", ""),
      ("UIAlertViewR\"(x)\" [[UIAlertView alloc] init];", nil, "creation: UIAlertView"),
    ]
    let directory = try TemporaryDirectory()
    for (index, file) in files.enumerated() {
      try directory.write("Case\(index)/File.m", file.source)
      if let header = file.header { try directory.write("Case\(index)/File.h", header) }
      if file.header == nil {
        let findings = MigrationScanner.findings(in: file.source, language: .objectiveC)
        #expect(
          findings.map { "\($0.kind.rawValue): \($0.name)" }.first ?? "" == file.finding,
          "\(file.source.debugDescription)")
      }
    }
    let scans = try fullAndDefaultScans(of: directory.path, concurrency: 1)
    #expect(scans.findings == 5)
    #expect(scans.scan == scans.full)
  }

  // Which names stand in a comment their line starts, from the bytes alone.
  @Test func standsInComment_examples() {
    let cases: [(String, Bool)] = [
      ("// N", true), ("  /// N", true), ("/* N", true), ("/*/ N", false), ("//*/ N", false),
      ("// \" N", false), ("x // N", false), ("x\\\n// N", false), ("x\\\r\n// N", false),
      ("x\n// N", true), ("x\r// N", true), ("x\\\r// N", false), ("\u{0}\t// N", true),
      ("\u{FEFF}// N", false), ("/ / N", false), ("* N", false), ("N", false), ("// * / N", true),
    ]
    for (source, expected) in cases {
      let bytes = Array(source.utf8)
      SourceBytes.withCopy(of: bytes) {
        #expect(
          ObjCScanner.standsInComment(bytes.count - 1, in: $0) == expected,
          "\(source.debugDescription)")
      }
    }
  }

  // The line cache answers as `standsInComment` at every start of a name, in order, on the
  // corpus (whose texts have comments that lines start, block comments, escaped line ends, CR
  // and CRLF line ends, and quotes).
  @Test func lineComments_agreeWithStandsInComment() {
    var inComment = 0
    for input in Self.ownCorpus() {
      SourceBytes.withCopy(of: input) { text in
        var comments = ObjCScanner.LineComments()
        for offset in 0..<text.count
        where ASCII.isIdentifierStart(text[offset])
          && (offset == 0 || !ASCII.isIdentifierBody(text[offset - 1]))
        {
          let expected = ObjCScanner.standsInComment(offset, in: text)
          #expect(
            comments.standsInComment(offset, in: text) == expected,
            "\(offset) in \(String(decoding: input, as: UTF8.self).debugDescription)")
          if expected { inComment += 1 }
        }
      }
    }
    #expect(inComment > 5_000)
  }

  // Which parameter types name an AlertShimObjC class, in the narrow layout the reader accepts.
  @Test func parameterTypeNamesAlertShimClass_examples() {
    let cases: [(String, Bool)] = [
      ("ASAlertView *)", true), ("ASActionSheet*)", true), ("nonnull ASAlertView *)", true),
      ("ASAlertView<P, Q> *)", true), ("ASAlertView * _Nonnull)", true),
      ("\nASAlertView\n*\n)", true),
      ("ASAlertViewX *)", false), ("XASAlertView *)", false), ("1ASAlertView *)", false),
      ("ASAlertView /*c*/ *)", false), ("ASAlertView é*)", false), ("\"ASAlertView\" *)", false),
      ("ASAlertView", false), ("UIAlertView *)", false), ("ASAlertView *(^)(void))", false),
      ("ASAlertView\u{C}*)", false), (")", false),
    ]
    for (source, expected) in cases {
      let bytes = Array(source.utf8)
      SourceBytes.withCopy(of: bytes) {
        #expect(
          ObjCScanner.parameterTypeNamesAlertShimClass(from: 0, in: $0) == expected,
          "\(source.debugDescription)")
      }
    }
  }

  // Which texts may have an identifier that starts with a legacy class's name.
  @Test func mayNameLegacyClass_examples() {
    let cases: [(String, Bool)] = [
      ("UIAlertView", true), ("x UIActionSheetStyleDefault", true), ("@UIAlertView", true),
      ("\"UIAlertView\"", true), ("MyUIAlertView", false), ("_UIAlertView", false),
      ("1UIAlertView", false), ("éUIAlertView", false), ("// UIAlertView", false),
      ("x // UIAlertView", true), ("/* UIAlertView */", false), ("/* x */ UIAlertView", true),
      ("UIAlertVie", false), ("UIActionShee", false), ("", false),
    ]
    for (source, expected) in cases {
      let bytes = Array(source.utf8)
      SourceBytes.withCopy(of: bytes) {
        #expect(ObjCScanner.mayNameLegacyClass($0) == expected, "\(source.debugDescription)")
      }
    }
  }
}
