class GenCustomerDao158 {

  String findName(String entry) {
    if (entry.isBlank()) {
      return null; // ok: QUA-RETURN-NULL-COLLECTION
    }
    return entry.trim();
  }

  int grow(int score) {
    int amount = score + 1; // ok: QUA-DEAD-STORE
    amount = amount * 2;
    return amount;
  }

  int Compute_Total(int count) { // expect: QUA-METHOD-NAMING
    return count * 2;
  }

  int clamp(int n) {
    if (n > 100); // expect: QUA-EMPTY-STATEMENT
    {
      n = 100;
    }
    return n;
  }

  String label(int age) {
    switch (age) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }

  void start(Runnable input) {
    Thread t = new Thread(input);
    t.start(); // ok: QUA-THREAD-RUN
  }
}
