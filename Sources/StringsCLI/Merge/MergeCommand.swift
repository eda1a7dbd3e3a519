import Foundation
import StringsKit

/// `strings-merge`: adds a language, or brings every language up to date with the reference,
/// without overwriting or dropping a translation.
public enum MergeCommand {
  /// Raw option values, before validation.
  public struct Options: Sendable {
    var addLanguage: String?
    var reference: String?
    var newValue: MergeOptions.NewValue = .reference
    var newValueGiven = false
    var keepComments = false
    var prune = false
    var dryRun = false
    var check = false
    var exportXLIFF: String?
    var importXLIFF: [String] = []
    var languages: [String] = []
    var bareXLIFF = false
    var acceptOutdated = false
    /// Each catalog task given, with its spelling: more than one is a usage error.
    var catalogTasks: [(task: CatalogRun.Task, spelling: String)] = []
    var outputDirectory: String?
    var compileFormat: CompiledTableFormat?
    var force = false
    /// `--merge-driver`, `--diff`, `--textconv`, `--install-git-driver` (see ``GitTask``).
    var gitTasks: [GitTask] = []
    var global = false
    var renameKey: String?
    var sources: [String] = []
    var methods: [String] = []
    var noCarryOver = false
  }

  public static let tool = ToolDescription(
    name: "strings-merge",
    overview: "Add a language, or update every language from the reference tables.",
    usage: "[options] [PATH ...]",
    arguments: [
      (
        "PATH",
        "A folder searched recursively for .lproj folders (skipping .build, .git\n"
          + indent + "and hidden folders). Default: the current folder. With\n"
          + indent + "--reference FILE: the language files to update."
      )
    ],
    discussion: """
      An update keeps every translation byte for byte. Keys new in the reference are
      added in the reference's order, each after the nearest preceding reference key
      that the language has (at the top when it has none). Translator comments are
      refreshed from the reference. Keys no longer in the reference stay and are
      reported, unless --prune removes them; each removed key is printed with its
      value. A file with syntax errors is left untouched (exit status 2). Files are
      replaced atomically and keep their encoding, byte order mark and line endings.
      A new language is a byte-for-byte copy of each reference table, as Xcode makes.
      .stringsdict files are updated by inserting elements into their text: missing
      keys get the language's CLDR plural categories (each new category's text is the
      reference's text for it, else its other text, or per --new-value), and existing
      plural variables get the categories they lack; nothing is re-indented.

      The report goes to standard output and ends with one line per language; the
      diagnostics go to standard error. With --dry-run, standard output is only the
      diff and the report goes to standard error: run from the folder the paths are
      relative to, `patch -p1` applies it and gives exactly what the merge would
      write. UTF-16 files are shown as decoded text, marked so, which patch cannot
      apply.

      Translators: --export-xliff DIR writes DIR/LANG.xcloc for each language (or
      each --language), as Xcode's Export for Localization does; its Localized
      Contents/LANG.xliff (XLIFF 1.2) has one unit per string of the reference's
      .strings and .stringsdict tables and of the String Catalogs (plural cases and
      substitutions as Xcode names them), the comment as a note and the current
      translation as the target. --import-xliff FILE writes the targets of an
      .xliff or .xcloc (Xcode's, a service's or ours) into the matching language's
      tables and catalogs, keeping every other byte. A target whose placeholders
      differ from the reference, whose source is no longer the reference's value
      (unless --accept-outdated), whose key is gone or whose plural category the
      language does not have is refused: reported, not written, exit status 1. The
      files' target-language picks the .lproj folder (zh-CN is zh-Hans, pt_BR is
      pt-BR); --language overrides it. PATH is then the project folder.

      String Catalogs: --compile writes DIR/<lang>.lproj/<Table>.strings (UTF-8)
      and <Table>.stringsdict for plural and device variations and substitutions,
      as the build does (translated and needs_review texts; new ones fall back);
      --compile-format binary writes them as binary property lists instead.
      --migrate-from-catalog writes the same tables with comments, beside the
      catalog unless -o is given; a table already there that differs is not
      replaced (exit status 2) unless --force is given or -o names the folder.
      --migrate-to-catalog writes <Table>.xcstrings beside the .lproj folders
      below each PATH (states translated, extraction state migrated, comments
      from the reference language); an existing catalog that differs is not
      overwritten. A file already as it would be written is not written again.

      Git: --install-git-driver makes git merge .xcstrings, .strings and
      .stringsdict files key by key (--merge-driver) and show their diffs one value
      per line (--textconv); see Documentation/git.md. A unit both branches changed
      keeps ours, records theirs and leaves the merge conflicted (exit status 1).
      --diff OLD NEW prints what changed per key and language.
      Renaming: --rename-key OLD NEW moves OLD with its translations, comments and
      states to NEW in every .strings, .stringsdict and .xcstrings below PATH (a
      catalog keeps Xcode's key order); with --sources DIR the literal of every call
      that uses OLD is rewritten too. Nothing is written when some table already has
      NEW (exit status 2). An update gives a key new in the reference the translation
      of a key no longer there when the two are the same string renamed or reworded,
      marked /* needs-review: carried over from "OLD" */ (strings-lint reports it);
      --no-carry-over turns that off.

      EXAMPLES:
        strings-merge --add-language es               create es.lproj everywhere
        strings-merge                                 update every language below here
        strings-merge --dry-run --prune Resources     show what a prune would change
        strings-merge --reference en.lproj/Localizable.strings de.lproj/Localizable.strings
        strings-merge --export-xliff Export --language es .   Export/es.xcloc
        strings-merge --import-xliff Export/es.xcloc .        the translations back
        strings-merge --compile Resources/Localizable.xcstrings -o build/Resources
        strings-merge --compile --compile-format binary Resources/Localizable.xcstrings -o build
        strings-merge --migrate-to-catalog Resources
        strings-merge --install-git-driver            merge catalogs key by key in git
        strings-merge --diff old/Localizable.xcstrings Localizable.xcstrings
        strings-merge --rename-key "Left click" "Primary click" --sources Sources .
      """)

  private static let indent = String(repeating: " ", count: 26)

  public static let options: [OptionSpec<Options>] = [
    .value(
      ["--add-language"], "LANG",
      help: "Create LANG.lproj: a copy of each reference table."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard LanguageCode.isValid(value) else {
        throw .badValue("expected a language code such as 'es' or 'pt-BR'")
      }
      options.addLanguage = value
    },
    .value(
      ["--reference"], "LANG|FILE",
      help: "Reference language (default en, else Base) or file."
    ) { $0.reference = $1 },
    .value(
      ["--new-value"], "reference|empty|key",
      help: "Value for keys new in the reference (default: reference)."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard let newValue = MergeOptions.NewValue(rawValue: value) else {
        throw .badValue("expected 'reference', 'empty' or 'key'")
      }
      options.newValue = newValue
      options.newValueGiven = true
    },
    .flag(
      ["--keep-comments"], help: "Keep the language's comments, not the reference's."
    ) { $0.keepComments = true },
    .flag(["--prune"], help: "Remove keys no longer in the reference; print each.") {
      $0.prune = true
    },
    .value(
      ["--export-xliff"], "DIR",
      help: "Write LANG.xcloc for translators into DIR (see TRANSLATORS)."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard !value.isEmpty else { throw .badValue("expected a folder") }
      options.exportXLIFF = value
    },
    .value(
      ["--language"], "LANG",
      help: "Export only LANG (repeatable); on import, the files' language."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard LanguageCode.isValid(value) else {
        throw .badValue("expected a language code such as 'es' or 'pt-BR'")
      }
      options.languages.append(value)
    },
    .flag(["--bare-xliff"], help: "Export DIR/LANG.xliff files instead of .xcloc bundles.") {
      $0.bareXLIFF = true
    },
    .value(
      ["--import-xliff"], "FILE",
      help: "Import the targets of an .xliff file or .xcloc (repeatable)."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard !value.isEmpty else { throw .badValue("expected an .xliff file or .xcloc folder") }
      options.importXLIFF.append(value)
    },
    .flag(
      ["--accept-outdated"], help: "Import translations of an outdated source (reported)."
    ) { $0.acceptOutdated = true },
    .flag(["--dry-run"], help: "Print a unified diff of the changes; write nothing.") {
      $0.dryRun = true
    },
    .flag(["--check"], help: "Write nothing; exit 1 when a file would change.") {
      $0.check = true
    },
    .flag(["--compile"], help: "Compile the given catalogs into .lproj tables in -o DIR.") {
      $0.catalogTasks.append((.compile, "--compile"))
    },
    .flag(["--migrate-to-catalog"], help: "Turn the .lproj tables below PATH into catalogs.") {
      $0.catalogTasks.append((.migrateToCatalog, "--migrate-to-catalog"))
    },
    .flag(
      ["--migrate-from-catalog"], help: "Turn the given catalogs into .lproj tables with comments."
    ) { $0.catalogTasks.append((.migrateFromCatalog, "--migrate-from-catalog")) },
    .value(
      ["--output-dir", "-o"], "DIR", help: "Where --compile and --migrate-from-catalog write."
    ) { $0.outputDirectory = $1 },
    .flag(
      ["--force"], help: "Let --migrate-from-catalog replace the tables beside the catalog."
    ) { $0.force = true },
    .value(
      ["--compile-format"], "text|binary",
      help: "Compiled tables as text (default) or binary plists."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard let format = CompiledTableFormat(rawValue: value) else {
        throw .badValue("expected 'text' or 'binary'")
      }
      options.compileFormat = format
    },
    .flag(
      ["--merge-driver"], help: "Git merge driver: BASE OURS THEIRS PATH (%O %A %B %P)."
    ) { $0.gitTasks.append(.mergeDriver) },
    .flag(["--diff"], help: "Show what changed from OLD to NEW per key and language.") {
      $0.gitTasks.append(.diff)
    },
    .value(["--textconv"], "FILE", help: "Print FILE one value per line, for git diff.") {
      $0.gitTasks.append(.textconv($1))
    },
    .flag(
      ["--install-git-driver"], help: "Set up the merge driver and diff in this git repository."
    ) { $0.gitTasks.append(.installDriver) },
    .flag(["--global"], help: "With --install-git-driver: for every repository of the user.") {
      $0.global = true
    },
    .value(
      ["--rename-key"], "OLD",
      help: "Rename OLD to NEW (the first PATH) everywhere below PATH."
    ) { (options: inout Options, value: String) throws(UsageError) in
      guard !value.isEmpty else { throw .badValue("expected the key to rename") }
      options.renameKey = value
    },
    .value(["--sources"], "DIR", help: "With --rename-key, rewrite the calls in DIR too.") {
      $0.sources.append($1)
    },
    .value(["--method"], "NAME", help: "With --sources, also find \"key\".NAME() (repeatable).") {
      $0.methods.append($1)
    },
    .flag(["--no-carry-over"], help: "Never give a new key a renamed key's translation.") {
      $0.noCarryOver = true
    },
  ]

  static let parser = CommandLineParser(tool: tool, options: options)

  /// Runs the tool. `arguments` includes the program name, as `CommandLine.arguments` does.
  public static func main(arguments: [String], environment: CommandEnvironment) -> ExitStatus {
    main(arguments: arguments, environment: environment, writer: MergeRun.atomicWriter)
  }

  /// Runs the tool with `writer` in place of the atomic file writer (tests inject failures).
  static func main(
    arguments: [String], environment: CommandEnvironment, writer: @escaping MergeRun.Writer
  ) -> ExitStatus {
    parser.run(arguments, defaults: Options(), environment: environment) {
      (options, positionals) throws(UsageError) in
      if !options.gitTasks.isEmpty || options.global {
        return try GitTask.run(
          options.gitTasks, global: options.global, positionals: positionals,
          environment: environment, writer: writer)
      }
      if options.renameKey != nil {
        return try RenameRun(
          options: options, positionals: positionals, environment: environment, writer: writer
        ).execute()
      }
      if !options.sources.isEmpty || !options.methods.isEmpty {
        throw .missingArgument("--rename-key")
      }
      if !options.catalogTasks.isEmpty || options.outputDirectory != nil
        || options.compileFormat != nil || options.force
      {
        return try CatalogRun(
          options: options, positionals: positionals, environment: environment, writer: writer
        ).execute()
      }
      if options.exportXLIFF != nil {
        return try XLIFFExportRun(
          options: options, positionals: positionals, environment: environment, writer: writer
        ).execute()
      }
      if !options.importXLIFF.isEmpty {
        return try XLIFFImportRun(
          options: options, positionals: positionals, environment: environment, writer: writer
        ).execute()
      }
      if !options.languages.isEmpty || options.bareXLIFF || options.acceptOutdated {
        throw .missingArgument("--export-xliff or --import-xliff")
      }
      return try MergeRun(
        options: options, positionals: positionals, environment: environment, writer: writer
      ).execute()
    }
  }
}
