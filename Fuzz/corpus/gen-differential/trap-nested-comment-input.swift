/* outer /* inner */ NSLocalizedString("still.comment", comment: "never") */
let y = NSLocalizedString("after", comment: "found")
