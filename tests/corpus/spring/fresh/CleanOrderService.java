package com.acme.orders;

import java.util.List;
import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CleanOrderService {
    private final OrderRepository orders;
    private final Notifier notifier;

    public CleanOrderService(OrderRepository orders, Notifier notifier) {
        this.orders = orders;
        this.notifier = notifier;
    }

    @Transactional
    public OrderDto place(NewOrder request) {
        Order order = orders.save(new Order(request.customer(), request.total()));
        notifier.orderPlaced(order.getId());
        return OrderDto.from(order);
    }

    @Transactional(readOnly = true)
    public List<OrderDto> forCustomer(String customer) {
        return orders.findByCustomer(customer).stream().map(OrderDto::from).toList();
    }

    @Transactional(readOnly = true)
    public OrderDto get(Long id) {
        return orders.findById(id).map(OrderDto::from).orElseThrow(() -> new OrderNotFound(id));
    }
}

@Service
class Notifier {
    @Async
    public void orderPlaced(Long id) {
        System.getLogger("orders").log(System.Logger.Level.INFO, "placed " + id);
    }
}
