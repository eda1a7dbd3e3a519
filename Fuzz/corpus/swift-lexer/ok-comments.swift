// NSLocalizedString("line", comment: "c")
/// Doc comment
//// Not a doc comment
/* outer /* inner NSLocalizedString("nested", comment: "") */ still outer */
/** Doc block */
/**/
x = a /* mid */ + b // tail
