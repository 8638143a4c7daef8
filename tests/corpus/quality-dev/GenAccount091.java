class GenAccount091 {

    String label(int amount) {
        String text = "many";
        switch (amount) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }

    boolean isZero(double key) {
        return key == 0.1; // expect: QUA-FLOAT-EQUALITY
    }

    int roll(int score) {
        return (int) (Math.random() * score); // ok: QUA-RANDOM-CAST
    }
}
