/// The shells a tool writes a completion script for (`--generate-completion SHELL`).
///
/// Every script is generated from the option specs: every visible spelling completes, values
/// complete from their ``ValueCompletion``, and positional arguments complete as paths.
public enum CompletionShell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish

  public func script(toolName: String, options: [OptionSummary]) -> String {
    switch self {
    case .bash: BashCompletion.script(toolName: toolName, options: options)
    case .zsh: ZshCompletion.script(toolName: toolName, options: options)
    case .fish: FishCompletion.script(toolName: toolName, options: options)
    }
  }
}
