/// Every lint rule, in documentation order: the order of `--list-rules`, `--explain` and the
/// README's table. An explicit list, checked by `RuleRegistryTests`, instead of reflection.
public enum RuleRegistry {
  public static let all: [any LintRule.Type] = [
    SyntaxRule.self,
    DuplicateKeyRule.self,
    MissingKeyRule.self,
    MissingTableRule.self,
    StaleKeyRule.self,
    NeedsReviewRule.self,
    EmptyValueRule.self,
    PlaceholderMismatchRule.self,
    WhitespaceMismatchRule.self,
    UntranslatedRule.self,
    UndefinedKeyRule.self,
    UnusedKeyRule.self,
    PluralSyntaxRule.self,
    PluralCategoriesRule.self,
    PluralHardcodedNumberRule.self,
    ShadowedKeyRule.self,
    UnresolvedPluralRule.self,
    ShadowedTableRule.self,
    SymbolCollisionRule.self,
  ]

  /// The rule with this ID, if any.
  public static func rule(_ id: RuleID) -> (any LintRule.Type)? {
    all.first { $0.description.id == id }
  }

  /// Every rule ID, in registry order.
  public static var ids: [RuleID] { all.map { $0.description.id } }
}
