/* What other features may use of the staff side's proposals: the document picker under the private-file rule. */
export { AgreementFileField } from './components/agreement-file-field';
