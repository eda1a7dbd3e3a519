import Foundation
import StringsCLI

exit(GenCommand.main(arguments: CommandLine.arguments, environment: .process).rawValue)
