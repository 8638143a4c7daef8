public class CalcEngine {

    public double apply(char op, double a, double b) {
        double r = 0;
        switch (op) {
            case '+':
                r = a + b;
                break;
            case '-':
                r = a - b;
                break;
            case '*':
                r = a * b;
            case '/': // expect: QUA-SWITCH-FALLTHROUGH
                r = a / b;
                break;
            default:
                throw new IllegalArgumentException("op " + op);
        }
        return r;
    }
}
