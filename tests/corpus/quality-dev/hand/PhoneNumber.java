public class PhoneNumber {

    private final String countryCode;
    private final String number;

    public PhoneNumber(String countryCode, String number) {
        this.countryCode = countryCode;
        this.number = number;
    }

    @Override
    public boolean equals(Object o) { // expect: QUA-EQUALS-WITHOUT-HASHCODE
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        PhoneNumber that = (PhoneNumber) o;
        return countryCode.equals(that.countryCode) && number.equals(that.number);
    }

    @Override
    public String toString() {
        return "+" + countryCode + " " + number;
    }
}
