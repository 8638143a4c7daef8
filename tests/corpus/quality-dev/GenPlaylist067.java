class GenPlaylist067 {

  public boolean isValid(String items) {
    return items != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
  }

  public int load(String label) {
    try {
      return Integer.parseInt(label);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad number: " + label, e); // ok: QUA-LOST-STACK-TRACE
    }
  }

  public boolean isAdult(int count) {
    if (count >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return true;
    return false;
  }

  public void fail(Exception input) {
    input.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }
}
