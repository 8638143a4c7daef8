package finance.loans;

import java.math.BigDecimal;
import java.math.RoundingMode;

public class LoanCalculator {
    private static final int MONTHS_PER_YEAR = 12;

    public BigDecimal monthlyPayment(BigDecimal principal, double annualRatePercent, int years) {
        double monthlyRate = annualRatePercent / 100 / MONTHS_PER_YEAR; // ok: QUA-INTEGER-DIVISION
        int months = years * MONTHS_PER_YEAR;
        double factor = Math.pow(1 + monthlyRate, months);
        double payment = principal.doubleValue() * monthlyRate * factor / (factor - 1);
        return new BigDecimal(payment).setScale(2, RoundingMode.HALF_UP); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    public double yearsToRepay(int totalMonths) {
        return totalMonths / MONTHS_PER_YEAR; // expect: QUA-INTEGER-DIVISION
    }

    public BigDecimal totalInterest(BigDecimal monthly, int years, BigDecimal principal) {
        return monthly.multiply(BigDecimal.valueOf((long) years * MONTHS_PER_YEAR)).subtract(principal);
    }
}
