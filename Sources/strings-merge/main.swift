import Foundation
import StringsCLI

FileHandle.standardError.write(Data("not built yet\n".utf8))
exit(ExitStatus.couldNotRun.rawValue)
