// The English messages of the loan simulation, in the services' English chunk.
import type { LoanSimulationMessageId } from './loan-simulation.messages.id';

const loanSimulationMessagesEn: Record<LoanSimulationMessageId, string> = {
  'pdp.loan.title': 'Loan simulation',
  'pdp.loan.intro': 'Work out the instalments for this vehicle before you apply for a loan.',
  'pdp.loan.loading': 'Loading the loan simulation…',
  'pdp.loan.failed': 'The loan simulation cannot be shown yet.',
  'pdp.loan.promo': '{percent, number}% promo interest',
  'pdp.loan.location': 'Location',
  'pdp.loan.locationPlaceholder': 'Choose a location',
  'pdp.loan.locationRequired': 'Choose a location first.',
  'pdp.loan.locationUnavailable': 'This location is not available yet. Choose another one.',
  'pdp.loan.downPayment': 'Down payment',
  'pdp.loan.price': 'Product price {price}',
  'pdp.loan.suggestions': 'Suggested down payments',
  'pdp.loan.downPaymentTooHigh': 'It cannot equal or exceed the product price.',
  'pdp.loan.downPaymentInvalid': 'Enter the down payment as a number.',
  'pdp.loan.submit': 'Work out instalments',
  'pdp.loan.calculating': 'Working out the instalments…',
  'pdp.loan.tenorsFailed': 'The instalments could not be worked out. Try again.',
  'pdp.loan.noTenors': 'There is no tenor for this choice yet.',
  'pdp.loan.tenors': 'Choose a tenor',
  'pdp.loan.tenor': '{months} months · {amount}/month',
  'pdp.loan.interest.FIXED': 'Fixed interest of {percent, number}% a year',
  'pdp.loan.interest.CAPPED': 'Interest capped at {percent, number}% a year',
  'pdp.loan.chosen': 'Your instalment is {amount}/month for {months} months.',
  'pdp.loan.note': 'The simulation may differ from the financing company’s offer.',
};

export default loanSimulationMessagesEn;
