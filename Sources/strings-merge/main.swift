import Foundation
import StringsCLI

exit(MergeCommand.main(arguments: CommandLine.arguments, environment: .process).rawValue)
