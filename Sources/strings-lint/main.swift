import Foundation
import StringsCLI

exit(LintCommand.main(arguments: CommandLine.arguments, environment: .process).rawValue)
