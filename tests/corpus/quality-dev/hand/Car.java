public class Car {

    private String brand; // expect: QUA-FIELD-COULD-BE-FINAL
    private String model; // expect: QUA-FIELD-COULD-BE-FINAL
    private int km;

    public Car(String brand, String model) {
        this.brand = brand;
        this.model = model;
    }

    public void drive(int distance) {
        if (distance < 0) {
            throw new IllegalArgumentException("negative distance");
        }
        km += distance;
    }

    public String describe() {
        return brand + " " + model + " (" + km + " km)";
    }
}
