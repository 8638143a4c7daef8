package hr.records;

import java.math.BigDecimal;

public class EmployeeRecord {
    private final String employeeId;
    private String department;
    private BigDecimal salary;

    public EmployeeRecord(String employeeId, String department, BigDecimal salary) { // ok: QUA-HIDDEN-FIELD
        this.employeeId = employeeId;
        this.department = department;
        this.salary = salary;
    }

    public void setDepartment(String department) { // ok: QUA-HIDDEN-FIELD
        this.department = department;
    }

    public void raise(BigDecimal salary) { // expect: QUA-HIDDEN-FIELD
        this.salary = this.salary.add(salary);
    }

    public boolean earnsMoreThan(BigDecimal threshold) {
        return salary.compareTo(threshold) > 0;
    }

    public String getEmployeeId() {
        return employeeId;
    }

    public String getDepartment() {
        return department;
    }

    public BigDecimal getSalary() {
        return salary;
    }
}
